import { useContext, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
// antd's own Card styles (theme tokens, dark mode). The Card component would also bring
// Tabs and Skeleton into every list page for its tab-list and loading modes,
// which this frame never uses (DESIGN §6 budget).
import useCardStyle from 'antd/es/card/style';

export interface PageContainerProps {
  /** Already translated page title. */
  title?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
}

/**
 * The standard frame of a page inside the layout: padding and one titled, borderless card,
 * the same markup and styles as antd's `<Card title extra variant="borderless">`.
 */
export function PageContainer({ title, extra, children }: PageContainerProps) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('card');
  const [hashId, cssVarCls] = useCardStyle(prefixCls);
  return (
    <div className="page-container">
      <div className={`${prefixCls} ${hashId} ${cssVarCls}`}>
        {(title || extra) && (
          <div className={`${prefixCls}-head`}>
            <div className={`${prefixCls}-head-wrapper`}>
              {title && <div className={`${prefixCls}-head-title`}>{title}</div>}
              {extra && <div className={`${prefixCls}-extra`}>{extra}</div>}
            </div>
          </div>
        )}
        <div className={`${prefixCls}-body`}>{children}</div>
      </div>
    </div>
  );
}
